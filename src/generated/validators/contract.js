// Generated code. Do not modify. Run npm run gen.
export const validate = validate25;

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.data === undefined) && (missing0 = "data")){
validate25.errors = [{instancePath,keyword:"required",message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.data !== undefined){
let data0 = data.data;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((data1.title === undefined) && (missing1 = "title")) || ((data1.url === undefined) && (missing1 = "url"))){
validate25.errors = [{instancePath:instancePath+"/data/" + i0,keyword:"required",message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data1.title !== undefined){
const _errs5 = errors;
if(typeof data1.title !== "string"){
validate25.errors = [{instancePath:instancePath+"/data/" + i0+"/title",keyword:"type",message:"must be string"}];
return false;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.url !== undefined){
const _errs7 = errors;
if(typeof data1.url !== "string"){
validate25.errors = [{instancePath:instancePath+"/data/" + i0+"/url",keyword:"type",message:"must be string"}];
return false;
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate25.errors = [{instancePath:instancePath+"/data/" + i0,keyword:"type",message:"must be object"}];
return false;
}
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate25.errors = [{instancePath:instancePath+"/data",keyword:"type",message:"must be array"}];
return false;
}
}
}
}
}
else {
validate25.errors = [{instancePath,keyword:"type",message:"must be object"}];
return false;
}
}
validate25.errors = vErrors;
return errors === 0;
}
