// Generated code. Do not modify. Run npm run gen.
export const validate = validate69;

function validate69(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.repayToken === undefined) && (missing0 = "repayToken")) || ((data.bankCards === undefined) && (missing0 = "bankCards"))){
validate69.errors = [{instancePath,keyword:"required",message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.alipay !== undefined){
let data0 = data.alipay;
const _errs1 = errors;
if((typeof data0 !== "string") && (!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0))))){
validate69.errors = [{instancePath:instancePath+"/alipay",keyword:"type",message:"must be string,integer"}];
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
validate69.errors = [{instancePath:instancePath+"/repayToken",keyword:"type",message:"must be string"}];
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
validate69.errors = [{instancePath:instancePath+"/bankCards/" + i0,keyword:"required",message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data3.id !== undefined){
let data4 = data3.id;
const _errs9 = errors;
if((typeof data4 !== "string") && (!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4))))){
validate69.errors = [{instancePath:instancePath+"/bankCards/" + i0+"/id",keyword:"type",message:"must be string,integer"}];
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
validate69.errors = [{instancePath:instancePath+"/bankCards/" + i0+"/bankName",keyword:"type",message:"must be string"}];
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
validate69.errors = [{instancePath:instancePath+"/bankCards/" + i0+"/cardNo",keyword:"type",message:"must be string"}];
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
validate69.errors = [{instancePath:instancePath+"/bankCards/" + i0+"/bankCode",keyword:"type",message:"must be string"}];
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
validate69.errors = [{instancePath:instancePath+"/bankCards/" + i0,keyword:"type",message:"must be object"}];
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
validate69.errors = [{instancePath:instancePath+"/bankCards",keyword:"type",message:"must be array"}];
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
validate69.errors = [{instancePath,keyword:"type",message:"must be object"}];
return false;
}
}
validate69.errors = vErrors;
return errors === 0;
}
