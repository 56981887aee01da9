// Generated code. Do not modify. Run npm run gen.
export const validate = validate69;
const schema70 = {"type":"object","properties":{"alipay":{"type":["string","integer"]},"repayToken":{"type":"string"},"bankCards":{"type":"array","items":{"type":"object","properties":{"id":{"type":["string","integer"]},"bankName":{"type":"string"},"cardNo":{"type":"string"},"bankCode":{"type":"string"}},"required":["id","bankName","cardNo","bankCode"]}}},"required":["repayToken","bankCards"]};

function validate69(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.repayToken === undefined) && (missing0 = "repayToken")) || ((data.bankCards === undefined) && (missing0 = "bankCards"))){
validate69.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.alipay !== undefined){
let data0 = data.alipay;
const _errs1 = errors;
if((typeof data0 !== "string") && (!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0))))){
validate69.errors = [{instancePath:instancePath+"/alipay",schemaPath:"#/properties/alipay/type",keyword:"type",params:{type: schema70.properties.alipay.type},message:"must be string,integer"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.repayToken !== undefined){
const _errs3 = errors;
if(typeof data.repayToken !== "string"){
validate69.errors = [{instancePath:instancePath+"/repayToken",schemaPath:"#/properties/repayToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.bankCards !== undefined){
let data2 = data.bankCards;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
const _errs7 = errors;
if(errors === _errs7){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing1;
if(((((data3.id === undefined) && (missing1 = "id")) || ((data3.bankName === undefined) && (missing1 = "bankName"))) || ((data3.cardNo === undefined) && (missing1 = "cardNo"))) || ((data3.bankCode === undefined) && (missing1 = "bankCode"))){
validate69.errors = [{instancePath:instancePath+"/bankCards/" + i0,schemaPath:"#/properties/bankCards/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data3.id !== undefined){
let data4 = data3.id;
const _errs9 = errors;
if((typeof data4 !== "string") && (!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4))))){
validate69.errors = [{instancePath:instancePath+"/bankCards/" + i0+"/id",schemaPath:"#/properties/bankCards/items/properties/id/type",keyword:"type",params:{type: schema70.properties.bankCards.items.properties.id.type},message:"must be string,integer"}];
return false;
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.bankName !== undefined){
const _errs11 = errors;
if(typeof data3.bankName !== "string"){
validate69.errors = [{instancePath:instancePath+"/bankCards/" + i0+"/bankName",schemaPath:"#/properties/bankCards/items/properties/bankName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.cardNo !== undefined){
const _errs13 = errors;
if(typeof data3.cardNo !== "string"){
validate69.errors = [{instancePath:instancePath+"/bankCards/" + i0+"/cardNo",schemaPath:"#/properties/bankCards/items/properties/cardNo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.bankCode !== undefined){
const _errs15 = errors;
if(typeof data3.bankCode !== "string"){
validate69.errors = [{instancePath:instancePath+"/bankCards/" + i0+"/bankCode",schemaPath:"#/properties/bankCards/items/properties/bankCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs15 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
else {
validate69.errors = [{instancePath:instancePath+"/bankCards/" + i0,schemaPath:"#/properties/bankCards/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate69.errors = [{instancePath:instancePath+"/bankCards",schemaPath:"#/properties/bankCards/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate69.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate69.errors = vErrors;
return errors === 0;
}
